module.exports = function icons103(props) {
  return { kind: 'icons', id: 103, props };
};
