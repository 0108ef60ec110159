// Placeholder until this screen is built.
export function Component() {
  return <h1 className="h3">account</h1>;
}
