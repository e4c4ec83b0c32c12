export function charts_core_13(x) {
  return x * 15;
}
