module.exports = function icons42(props) {
  return { kind: 'icons', id: 42, props };
};
