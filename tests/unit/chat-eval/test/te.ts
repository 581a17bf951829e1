// Held-out test set v3, written 2026-11-27 before tuning, by a writer who did not see the phrasings (issue 33). Never copy these into phrasings.
// Questions that turned out to match an existing phrasing word for word were taken out (78 of 878 in all).
import type { EvalSet } from "../types";

export const testSet: EvalSet = [
  ["ఇందులో ఎలా చేరాలి", "join"],
  ["ఏ వాలెట్ బెటర్", "wallet"],
  ["network edi select cheyyali", "network"],
  ["gas fee entha", "fees"],
  ["ఫీజు ఎంత కట్ అవుతుంది", "fees"],
  ["wallet lo usdt ela veyyali", "funding"],
  ["minimum entha pettali", "minimum"],
  ["కనీసం ఎంత డబ్బు కావాలి", "minimum"],
  ["referral link ivvandi", "referralLink"],
  ["sponsor ante evaru", "sponsor"],
  ["income enni rakaluga vastundi", "incomeTypes"],
  ["level income ela vastundi", "levelIncome"],
  ["coin partner tokens ante enti", "coinPartner"],
  ["slot upgrade ela cheyyali", "upgrade"],
  ["nelaki entha sampadinchochu", "earnHowMuch"],
  ["manushulni add cheyyala compulsory ga", "recruiting"],
  ["ఇందులో రిస్క్ ఏంటి", "risks"],
  ["pettina dabbulu pothaya", "loseMoney"],
  ["idi scam aa", "scam"],
  ["guarantee undha", "guarantee"],
  ["ఖచ్చితంగా లాభం వస్తుందా", "guarantee"],
  ["idi india lo legal aa", "legal"],
  ["withdraw ela cheyyali", "withdraw"],
  ["telugu lo video unda", "videos"],
  ["idi pyramid scheme aa", "pyramid"],
  ["idi official website aa", "official"],
  // Off-topic: the default answer, never a topic.
  ["hyderabad lo repu varsham padutunda", null],
  ["ipl score entha", null],
  ["gongura pachadi recipe", null],
  ["bitcoin rate entha", null],
  ["dabbulu save cheyyadam ela", null],
  ["na wallet auto lo marchipoyanu", null],
];
