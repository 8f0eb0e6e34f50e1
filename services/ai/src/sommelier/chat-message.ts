/** One turn of the Taste conversation as the sommelier reads it (images travel separately). */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}
