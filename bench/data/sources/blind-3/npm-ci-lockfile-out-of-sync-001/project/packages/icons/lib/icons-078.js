module.exports = function icons78(props) {
  return { kind: 'icons', id: 78, props };
};
