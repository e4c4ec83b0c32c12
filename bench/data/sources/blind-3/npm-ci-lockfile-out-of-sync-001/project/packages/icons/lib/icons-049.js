module.exports = function icons49(props) {
  return { kind: 'icons', id: 49, props };
};
