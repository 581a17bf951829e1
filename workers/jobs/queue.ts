/**
 * Queue consumer entry. Email-campaign work is the only kind of message; the campaign sender
 * (issue "Email campaigns") plugs in here. Until then messages are acknowledged and logged so
 * nothing piles up in the queue.
 */
export async function handleQueueBatch(batch: MessageBatch, _env: Env): Promise<void> {
  for (const message of batch.messages) {
    console.warn("queue: no handler for message", batch.queue, message.id);
    message.ack();
  }
}
