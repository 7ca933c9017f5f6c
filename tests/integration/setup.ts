if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    "TEST_DATABASE_URL is not set: run the integration tests through `npm test`, which starts PostgreSQL.",
  );
}
