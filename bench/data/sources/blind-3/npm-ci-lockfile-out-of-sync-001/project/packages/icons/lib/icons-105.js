module.exports = function icons105(props) {
  return { kind: 'icons', id: 105, props };
};
