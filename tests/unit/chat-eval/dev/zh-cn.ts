import type { EvalSet } from "./types";

export const evalSet: EvalSet = [
  ["我想加入要怎么弄", "join"],
  ["注册的步骤是什么", "join"],
  ["什么是钱包", "wallet"],
  ["推荐用什么钱包", "wallet"],
  ["最少要投多少钱", "minimum"],
  ["gas手续费贵不贵", "fees"],
  ["推荐链接去哪找", "referralLink"],
  ["一共有几种收入", "incomeTypes"],
  ["直推奖怎么算", "directIncome"],
  ["一个月大概能赚多少", "earnHowMuch"],
  ["投这个风险大吗", "risks"],
  ["会不会亏本", "loseMoney"],
  ["收益是保证的吗", "guarantee"],
  ["这个是不是骗人的", "scam"],
  ["这个是传销吧", "pyramid"],
  ["在我们国家合法吗", "legal"],
  ["钱怎么提出来", "withdraw"],
  ["今天天气怎么样", null],
];
