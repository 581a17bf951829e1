// The chat assistant's topics (issue 19). Each topic has, per language, a set of phrasings
// ("general.chat.kb.<topic>.q", one phrasing a line) and one answer ("general.chat.kb.<topic>.a"),
// stored as translatable texts so the Translation Manager edits them like any other text.

/**
 * `honest`: a risk, scam, legality or guarantee topic. Its answer is always followed by the
 * language's honest statement (`general.chat.kb.honest`), whatever an editor writes.
 * Order matters: on equal scores the earlier topic wins.
 */
export const CHAT_TOPICS = [
  { id: "join", honest: false },
  { id: "wallet", honest: false },
  { id: "recoveryPhrase", honest: false },
  { id: "network", honest: false },
  { id: "fees", honest: false },
  { id: "funding", honest: false },
  { id: "minimum", honest: false },
  { id: "referralLink", honest: false },
  { id: "sponsor", honest: false },
  { id: "registerButton", honest: false },
  { id: "incomeTypes", honest: false },
  { id: "directIncome", honest: false },
  { id: "levelIncome", honest: false },
  { id: "globalPool", honest: false },
  { id: "leadership", honest: false },
  { id: "royalty", honest: false },
  { id: "coinPartner", honest: false },
  { id: "slots", honest: false },
  { id: "upgrade", honest: false },
  { id: "matrix", honest: false },
  { id: "earnHowMuch", honest: true },
  { id: "recruiting", honest: true },
  { id: "risks", honest: true },
  { id: "loseMoney", honest: true },
  { id: "guarantee", honest: true },
  { id: "scam", honest: true },
  { id: "legal", honest: true },
  { id: "pyramid", honest: true },
  { id: "refund", honest: true },
  { id: "withdraw", honest: false },
  { id: "whoRuns", honest: false },
  { id: "official", honest: false },
  { id: "contact", honest: false },
  { id: "presentations", honest: false },
  { id: "videos", honest: false },
  { id: "whatIsIt", honest: false },
  { id: "hello", honest: false },
] as const;

export type ChatTopic = (typeof CHAT_TOPICS)[number];
export type ChatTopicId = ChatTopic["id"];

/** The topics whose answers must carry the honest statement. */
export const HONEST_TOPIC_IDS: readonly ChatTopicId[] = CHAT_TOPICS.filter((t) => t.honest).map(
  (t) => t.id,
);

/** The first topics' first phrasings are the chat's suggested prompts. */
export const SUGGESTED_TOPIC_IDS: readonly ChatTopicId[] = ["join", "minimum", "risks", "scam"];

/**
 * Everyday subjects that are not the program's (a gym, school, a doctor, a video game...), as
 * phrasings like a topic's but with no answer. They take part in the ranking: a question nearer
 * to them than to every topic gets the default answer, and a question naming one next to a
 * topic's words ("gym fees") is at most offered that topic, never answered (issue 33). Words a
 * topic's phrasings use (money, join, fees, bank...) do not belong in the list.
 */
export const ELSEWHERE = "elsewhere";
export const ELSEWHERE_KEY = "general.chat.kb.elsewhere.q";

export const questionsKey = (id: ChatTopicId) => `general.chat.kb.${id}.q` as const;
export const answerKey = (id: ChatTopicId) => `general.chat.kb.${id}.a` as const;
/** Said after every honest topic's answer. */
export const HONEST_KEY = "general.chat.kb.honest";
/** Said after every answer that states a percentage or is about an income figure. */
export const QUALIFIER_KEY = "general.chat.kb.qualifier";
/** Prefix of every knowledge-base text key. */
export const KNOWLEDGE_PREFIX = "general.chat.kb.";
