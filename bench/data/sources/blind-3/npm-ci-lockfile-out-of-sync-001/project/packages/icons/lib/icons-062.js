module.exports = function icons62(props) {
  return { kind: 'icons', id: 62, props };
};
