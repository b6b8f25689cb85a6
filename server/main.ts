import { type Config, ConfigError, loadConfig } from './config';

// `npm run serve`: the configuration, then the server on the system clock (serve.ts).
// Start-up problems print one line and exit 1, so a person sees what to fix without a stack.
// The configuration is checked before the server's modules load, so a typo fails at once.

async function main(config: Config): Promise<void> {
  const [{ serve }, { systemClock }] = await Promise.all([import('./serve'), import('./clock')]);
  await serve(config, systemClock);
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

main(config).catch((error: unknown) => {
  console.error(`Shala could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
