// Stops the datastores jest-global-setup.mjs started, once the last project that set them up is done.
export default async function teardownDatastores() {
  const state = globalThis.__sorsiDatastores;
  if (!state?.started || --state.users > 0) return;
  await state.started.stop();
  state.started = null;
}
