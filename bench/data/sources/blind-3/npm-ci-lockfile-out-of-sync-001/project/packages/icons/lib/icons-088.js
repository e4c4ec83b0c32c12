module.exports = function icons88(props) {
  return { kind: 'icons', id: 88, props };
};
