// What a stylesheet import gives a component under Jest: nothing (see moduleNameMapper in jest.config.ts).
export {};
