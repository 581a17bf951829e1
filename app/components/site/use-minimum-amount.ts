// The smallest deposit that starts a member, in the page's money format: the `{amount}` of the
// texts that promise a low start.
import { MINIMUM_FUNDING_USD } from "~/domain/site/income-plan";
import { useFormat } from "~/components/use-format";

export function useMinimumAmount(): string {
  const { usd } = useFormat();
  return usd(MINIMUM_FUNDING_USD);
}
