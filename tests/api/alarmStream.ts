/**
 * Opens a user's alarm stream at `base`, signs the user out, and reads the stream to its end: what it said,
 * and how long after the sign-out it closed.
 */
export async function readStreamPastSignOut(base: string, token: string, signOut: () => Promise<void>) {
  const response = await fetch(`${base}/prod-api/event/stream`, { headers: { authorization: `Bearer ${token}` } });
  const reader = response.body!.getReader();
  await reader.read();
  await signOut();
  const signedOut = Date.now();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
  return { text, closedAfterMs: Date.now() - signedOut };
}
