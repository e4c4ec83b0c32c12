module.exports = function icons46(props) {
  return { kind: 'icons', id: 46, props };
};
