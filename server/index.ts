// The production entry. React and React Router choose their production builds from NODE_ENV when first loaded
// (the development builds render several times slower), so the default is settled before anything imports them.
process.env.NODE_ENV ??= 'production';
await import('./server');
export {};
