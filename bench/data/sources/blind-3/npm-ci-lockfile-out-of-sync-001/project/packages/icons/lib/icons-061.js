module.exports = function icons61(props) {
  return { kind: 'icons', id: 61, props };
};
