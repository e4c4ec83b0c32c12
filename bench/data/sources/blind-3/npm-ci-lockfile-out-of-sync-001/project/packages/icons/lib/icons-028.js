module.exports = function icons28(props) {
  return { kind: 'icons', id: 28, props };
};
