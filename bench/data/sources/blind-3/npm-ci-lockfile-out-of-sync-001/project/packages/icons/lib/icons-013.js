module.exports = function icons13(props) {
  return { kind: 'icons', id: 13, props };
};
