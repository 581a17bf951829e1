// The shape of one language's evaluation set for the chat assistant (issue 19).
import type { ChatTopicId } from "~/domain/chat/topics";

/**
 * A question as a visitor types it (informal, short, typos and all; never copied from the
 * knowledge base) and the topic that should answer it, or null when the honest reply is the
 * default answer (a question the assistant has no topic for).
 */
export type EvalCase = readonly [question: string, topic: ChatTopicId | null];
export type EvalSet = readonly EvalCase[];
