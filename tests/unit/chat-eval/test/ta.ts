// Held-out test set v3, written 2026-11-27 before tuning, by a writer who did not see the phrasings (issue 33). Never copy these into phrasings.
// Questions that turned out to match an existing phrasing word for word were taken out (78 of 878 in all).
import type { EvalSet } from "../types";

export const testSet: EvalSet = [
  ["இதுல எப்படி சேருவது", "join"],
  ["எந்த வாலட் நல்லது", "wallet"],
  ["seed phrase miss aayiduchu", "recoveryPhrase"],
  ["endha network select pannanum", "network"],
  ["gas fee evlo", "fees"],
  ["கட்டணம் எவ்வளவு பிடிப்பாங்க", "fees"],
  ["usdt epdi wallet la podradhu", "funding"],
  ["minimum evlo venum", "minimum"],
  ["குறைந்தது எவ்வளவு பணம் வேணும்", "minimum"],
  ["referral link enga kidaikkum", "referralLink"],
  ["register now button work aagala", "registerButton"],
  ["income evlo vagai", "incomeTypes"],
  ["direct income na enna", "directIncome"],
  ["global pool epdi kedaikkum", "globalPool"],
  ["gold rank ku enna venum leadership la", "leadership"],
  ["matrix puriyala explain pannunga", "matrix"],
  ["maasam evlo sambadhikkalam", "earnHowMuch"],
  ["aal serkkanuma kandippa", "recruiting"],
  ["risk enna irukku", "risks"],
  ["ரிஸ்க் இருக்கா", "risks"],
  ["idhu scam ah", "scam"],
  ["நிச்சயம் லாபம் கிடைக்குமா", "guarantee"],
  ["vilaga ninaichaa refund kidaikkuma", "refund"],
  ["withdraw epdi pannradhu", "withdraw"],
  ["idhu enna program", "whatIsIt"],
  ["tamil la presentation irukka", "presentations"],
  // Off-topic: the default answer, never a topic.
  ["chennai la naalaiku mazhai varuma", null],
  ["csk score enna", null],
  ["biryani recipe sollu", null],
  ["bitcoin vilai enna", null],
  ["panam save panna tips", null],
  ["en wallet bus la miss aayiduchu", null],
];
