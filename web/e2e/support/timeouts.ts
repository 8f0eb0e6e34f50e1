// Browser journeys against the whole stack take longer than jest's 5 s default.
jest.setTimeout(120_000);
