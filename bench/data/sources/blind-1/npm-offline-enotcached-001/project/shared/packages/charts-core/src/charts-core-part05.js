export function charts_core_5(x) {
  return x * 7;
}
