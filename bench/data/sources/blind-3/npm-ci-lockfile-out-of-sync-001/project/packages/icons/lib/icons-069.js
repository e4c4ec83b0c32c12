module.exports = function icons69(props) {
  return { kind: 'icons', id: 69, props };
};
