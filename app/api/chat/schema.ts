/** Request body of POST /api/chat: the assistant's input schema, shared with the CLI. */
export { ASK_LIMITS as CHAT_LIMITS, askInputSchema as chatRequestSchema } from '@/lib/assistant/input';
