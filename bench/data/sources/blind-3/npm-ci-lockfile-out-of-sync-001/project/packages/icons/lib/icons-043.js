module.exports = function icons43(props) {
  return { kind: 'icons', id: 43, props };
};
