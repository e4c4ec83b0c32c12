export function charts_core_7(x) {
  return x * 9;
}
