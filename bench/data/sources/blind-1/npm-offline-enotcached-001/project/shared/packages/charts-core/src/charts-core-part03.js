export function charts_core_3(x) {
  return x * 5;
}
