// wrangler turns a .wasm import into a compiled module (its default CompiledWasm rule).
declare module "*.wasm" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
