export function charts_core_1(x) {
  return x * 3;
}
