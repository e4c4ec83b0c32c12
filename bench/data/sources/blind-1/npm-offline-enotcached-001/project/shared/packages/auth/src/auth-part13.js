export function auth_13(x) {
  return x * 13;
}
