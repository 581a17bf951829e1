/** The hourly cron. The referral-link reset joins here when the rotator lands. */
export async function runScheduled(cron: string, _env: Env): Promise<void> {
  console.log("scheduled run", cron);
}
