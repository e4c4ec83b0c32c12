module.exports = function icons74(props) {
  return { kind: 'icons', id: 74, props };
};
