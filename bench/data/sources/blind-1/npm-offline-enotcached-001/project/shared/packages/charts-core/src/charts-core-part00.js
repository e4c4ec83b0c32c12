export function charts_core_0(x) {
  return x * 2;
}
