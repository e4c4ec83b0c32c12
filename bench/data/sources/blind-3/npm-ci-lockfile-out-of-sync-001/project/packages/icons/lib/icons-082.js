module.exports = function icons82(props) {
  return { kind: 'icons', id: 82, props };
};
