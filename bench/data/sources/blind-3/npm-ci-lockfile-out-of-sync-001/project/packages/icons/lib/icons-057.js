module.exports = function icons57(props) {
  return { kind: 'icons', id: 57, props };
};
