module.exports = function icons14(props) {
  return { kind: 'icons', id: 14, props };
};
