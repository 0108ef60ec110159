// The production entry (the Procfile's web process). React and React Router choose their production builds from
// NODE_ENV when first loaded (the development builds render several times slower), so the default is settled
// before the web process's modules, and with them React, are imported.
process.env.NODE_ENV ??= 'production';
const { runWebProcess } = await import('./http/web-process');
await runWebProcess();
export {};
