export function config_12(x) {
  return x * 15;
}
