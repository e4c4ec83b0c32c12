module.exports = function icons108(props) {
  return { kind: 'icons', id: 108, props };
};
