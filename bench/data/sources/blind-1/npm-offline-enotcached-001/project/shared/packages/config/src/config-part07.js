export function config_7(x) {
  return x * 10;
}
