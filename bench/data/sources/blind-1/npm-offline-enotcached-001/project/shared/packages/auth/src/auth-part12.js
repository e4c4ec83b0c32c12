export function auth_12(x) {
  return x * 12;
}
