// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Horodoc anchor log
/// @notice Append-only log of Merkle roots. Each root commits to a batch of salted document
///         fingerprints; the chain of previous roots lets anyone replay the whole history and
///         see that no batch was dropped or inserted afterwards.
contract HorodocAnchor {
    struct Record {
        uint64 timestamp;
        uint64 sequence;
        uint64 leafCount;
    }

    /// @notice The only account allowed to append roots (Horodoc's anchoring key).
    address public owner;
    /// @notice Number of roots appended so far; the last root has this sequence number.
    uint64 public count;
    /// @notice The last root appended (zero before the first).
    bytes32 public head;

    mapping(bytes32 root => Record) private records;

    event RootAnchored(
        bytes32 indexed root,
        bytes32 indexed previousRoot,
        uint64 indexed sequence,
        uint64 leafCount,
        uint64 timestamp
    );
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error NotOwner(address caller);
    error RootAlreadyAnchored(bytes32 root, uint64 sequence);
    error InvalidRoot();
    error EmptyBatch();
    error InvalidOwner();

    constructor(address initialOwner) {
        if (initialOwner == address(0)) revert InvalidOwner();
        owner = initialOwner;
        emit OwnershipTransferred(address(0), initialOwner);
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    /// @notice Appends a Merkle root covering `leafCount` documents.
    /// @return sequence The root's position in the log, starting at 1.
    function anchor(bytes32 root, uint64 leafCount) external onlyOwner returns (uint64 sequence) {
        if (root == bytes32(0)) revert InvalidRoot();
        if (leafCount == 0) revert EmptyBatch();
        Record storage existing = records[root];
        if (existing.sequence != 0) revert RootAlreadyAnchored(root, existing.sequence);

        sequence = count + 1;
        bytes32 previousRoot = head;
        records[root] = Record(uint64(block.timestamp), sequence, leafCount);
        count = sequence;
        head = root;
        emit RootAnchored(root, previousRoot, sequence, leafCount, uint64(block.timestamp));
    }

    /// @notice When and where a root was recorded; all zero for an unknown root.
    function recordOf(bytes32 root) external view returns (uint64 timestamp, uint64 sequence, uint64 leafCount) {
        Record memory r = records[root];
        return (r.timestamp, r.sequence, r.leafCount);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert InvalidOwner();
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}
