module.exports = function icons23(props) {
  return { kind: 'icons', id: 23, props };
};
