/**
 * What an agent's files add to its instructions: the text of its `files` in full (within a budget), and the
 * passages of its `filesAsRetrieval` that best match the user's message. null when the agent has none.
 */
export async function agentFileContext(_agentId: string, _userText: string): Promise<string | null> {
  return null;
}
