export function auth_11(x) {
  return x * 11;
}
