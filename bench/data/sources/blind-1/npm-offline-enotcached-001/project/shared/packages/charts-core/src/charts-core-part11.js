export function charts_core_11(x) {
  return x * 13;
}
